# A reproducible wirebench environment. The image only runs the project's own bootstrap and
# make targets, the same ones CI exercises directly on a clean clone.
#   docker build -t wirebench .
#   docker run --rm wirebench make quick
FROM debian:bookworm
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq make git ca-certificates python3 python3-venv >/dev/null
WORKDIR /wirebench
COPY . .
RUN scripts/bootstrap && make build
CMD ["make", "test"]
