package io.wirebench.bench;

import io.wirebench.core.Codec;
import io.wirebench.core.Contender;
import io.wirebench.core.ContenderProvider;
import io.wirebench.core.Descriptor;
import io.wirebench.core.Support;
import io.wirebench.core.model.Model;
import io.wirebench.core.model.Models;
import io.wirebench.core.model.order.Order;
import io.wirebench.core.model.rion.Pojo1Long;
import io.wirebench.core.model.order.Side;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * Contenders for the runner's tests, registered on the test class path only, all on {@code order}:
 * {@code test-good} works and needs its own JVM flag; {@code test-throws} passes conformance but
 * its decode throws once it is under load; {@code test-crash} halts its JVM once its encode is
 * under load. The last two refuse to run with {@code test-good}'s flag, so a flag that leaks
 * into another contender's JVM fails them. {@code test-good} also supports {@code rion.long1}
 * (never planned by the tests), and every codec it makes prints {@value #CODEC_MADE} with the
 * model and the JVM's main command, so a test can see which JVM handled which data set.
 */
public final class TestContenders implements ContenderProvider {
    static final String FLAG = "wirebench.test.flag";
    /** Conformance uses a codec a handful of times; a benchmark or open-loop run, many more. */
    static final int UNDER_LOAD = 1000;
    /** Printed by test-good's newCodec: {@code @@codec <model> <main class> <first argument>}. */
    static final String CODEC_MADE = "@@codec";

    /**
     * GOOD, THROWS and CRASH as above; the faults of {@link FaultyContenders} strike in the
     * contender's own JVM only (its open-loop case), not in JMH forks, so that the run's later
     * cases show it going on: HANG never returns, OOM exhausts the heap, EXIT calls System.exit(7),
     * SEGV crashes the JVM with a native fault.
     */
    enum Behaviour { GOOD, THROWS, CRASH, HANG, OOM, EXIT, SEGV }

    @Override
    public List<Contender> contenders() {
        return List.of(new TestContender("test-good", Behaviour.GOOD), new TestContender("test-throws", Behaviour.THROWS),
                new TestContender("test-crash", Behaviour.CRASH));
    }

    static final class TestContender implements Contender {
        private final Descriptor descriptor;
        private final Behaviour behaviour;
        private final List<String> jvmArgs;

        TestContender(String id, Behaviour behaviour) {
            this.behaviour = behaviour;
            this.descriptor = Descriptor.builder(id).displayName(id).family("test").library("test:test", "1.0")
                    .format(Descriptor.Format.BINARY).schemaStyle(Descriptor.SchemaStyle.HAND_WRITTEN).build();
            this.jvmArgs = behaviour == Behaviour.GOOD ? List.of("-D" + FLAG + "=good")
                    : behaviour == Behaviour.SEGV ? List.of("-XX:ErrorFile=" + System.getProperty("java.io.tmpdir") + "/wirebench-test-hs_err_%p.log")
                    : List.of();
        }

        @Override
        public Descriptor descriptor() {
            return descriptor;
        }

        /**
         * Its own flags, unlike an adapter's contenders (which all get their module's): the runner must give
         * each contender's JVMs its flags and no other contender's, and these three share one module.
         */
        @Override
        public List<String> jvmArgs() {
            return jvmArgs;
        }

        @Override
        public Support supports(Model<?> model) {
            if (model == Models.ORDER || (behaviour == Behaviour.GOOD && model == Models.RION_LONG1)) {
                return Support.YES;
            }
            return Support.no("test contenders only do order (and test-good rion.long1)");
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> Codec<T> newCodec(Model<T> model) {
            if (!supports(model).supported()) {
                throw refuse(model);
            }
            String flag = System.getProperty(FLAG);
            if (behaviour == Behaviour.GOOD && !"good".equals(flag)) {
                throw new IllegalStateException(descriptor.id() + " runs without its JVM flag -D" + FLAG + "=good");
            }
            if (behaviour != Behaviour.GOOD && flag != null) {
                throw new IllegalStateException(descriptor.id() + " got another contender's JVM flag: " + FLAG + "=" + flag);
            }
            if (behaviour == Behaviour.GOOD) {
                String[] command = System.getProperty("sun.java.command", "?").split(" ");
                System.out.println(CODEC_MADE + " " + model.id() + " " + command[0] + " " + (command.length > 1 ? command[1] : "-"));
                System.out.flush();
            }
            return model == Models.RION_LONG1 ? (Codec<T>) new LongCodec() : (Codec<T>) new OrderCodec(behaviour);
        }
    }

    /**
     * What both test codecs do alike: keep the last message's bytes, hand out and take in copies of them, so a
     * test that changes what it was given or handed cannot change the codec's state.
     */
    private abstract static class HeldBytesCodec<T> implements Codec<T> {
        protected byte[] bytes = new byte[0];

        @Override
        public byte[] encoded() {
            return bytes.clone();
        }

        @Override
        public void load(byte[] bytes) {
            this.bytes = bytes.clone();
        }
    }

    /** One long, eight bytes. */
    static final class LongCodec extends HeldBytesCodec<Pojo1Long> {
        @Override
        public int encode(Pojo1Long p) {
            bytes = java.nio.ByteBuffer.allocate(8).putLong(p.getField0()).array();
            return 8;
        }

        @Override
        public Pojo1Long decode(Pojo1Long reuse) throws IOException {
            if (bytes.length != 8) {
                throw new IOException("a long is 8 bytes, not " + bytes.length);
            }
            Pojo1Long p = reuse != null ? reuse : new Pojo1Long();
            p.setField0(java.nio.ByteBuffer.wrap(bytes).getLong());
            return p;
        }
    }

    /** A plain DataOutput encoding of the six fields. */
    static final class OrderCodec extends HeldBytesCodec<Order> {
        private final Behaviour behaviour;
        private long encodes;
        private long decodes;

        OrderCodec(Behaviour behaviour) {
            this.behaviour = behaviour;
        }

        @Override
        public int encode(Order o) throws IOException {
            if (behaviour == Behaviour.CRASH && ++encodes > UNDER_LOAD) {
                Runtime.getRuntime().halt(3);
            }
            if (behaviour.ordinal() > Behaviour.CRASH.ordinal() && ++encodes > UNDER_LOAD && !inJmhFork()) {
                Faults.strike(behaviour);
            }
            ByteArrayOutputStream buffer = new ByteArrayOutputStream(64);
            DataOutputStream out = new DataOutputStream(buffer);
            out.writeDouble(o.getPrice());
            out.writeBoolean(o.isFlag());
            out.writeUTF(o.getText());
            out.writeByte(o.getSide().ordinal());
            out.writeInt(o.getSmallInt());
            out.writeLong(o.getLongInt());
            bytes = buffer.toByteArray();
            return bytes.length;
        }

        private static boolean inJmhFork() {
            return System.getProperty("sun.java.command", "").contains("ForkedMain");
        }

        @Override
        public Order decode(Order reuse) throws IOException {
            if (behaviour == Behaviour.THROWS && ++decodes > UNDER_LOAD) {
                throw new IOException("test: decode fails under load");
            }
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            Order o = reuse != null ? reuse : new Order();
            o.setPrice(in.readDouble());
            o.setFlag(in.readBoolean());
            o.setText(in.readUTF());
            o.setSide(Side.values()[in.readByte()]);
            o.setSmallInt(in.readInt());
            o.setLongInt(in.readLong());
            if (in.available() != 0) {
                throw new IOException("trailing bytes");
            }
            return o;
        }
    }
}
