# The environment of a dedicated benchmark machine. By default the container runs `make bench` (the
# full profile) and writes the run to the volume mounted at /results; the image itself only runs
# the project's own bootstrap and make targets.
#   docker build -t wirebench .
#   docker run --rm -v "$PWD/results:/results" wirebench                      # make bench, into ./results
#   docker run --rm -v "$PWD/results:/results" wirebench make publish         # or any other target
#   docker run --rm -v "$PWD/results:/results" -e CONTENDERS=sbe,protobuf wirebench
# Base: Eclipse Temurin's JDK 17 image (tag 17, Ubuntu), pinned by the digest that tag had on
# 2026-08-04 (as published in a Renovate digest update, ldproxy/xtraplatform-spatial#593); refresh it
# with `docker buildx imagetools inspect eclipse-temurin:17` and check the run's manifest for the JDK.
FROM eclipse-temurin:17@sha256:abb3826b404269a005829b63e2e7bd48a7be32115ab7ba9fa0d8cba834360eef
WORKDIR /wirebench
COPY . .
# No browser: Chromium is only for the site's browser tests (make test), and Ubuntu ships it as a snap; the build and
# site tools are all the benchmark targets need (WIREBENCH_NO_BROWSER=1 also keeps a make test here from trying).
ENV WIREBENCH_NO_BROWSER=1 RESULTS=/results
RUN scripts/bootstrap build site && make build
VOLUME ["/results"]
CMD ["make", "bench"]
