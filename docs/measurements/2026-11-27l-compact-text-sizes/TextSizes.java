import io.wirebench.core.model.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.lang.reflect.*;
public class TextSizes {
  static long u8, cmp, n;
  static void walk(Object o, Set<Object> seen) throws Exception {
    if (o == null) return;
    if (o instanceof String s) { n++; u8 += s.getBytes(StandardCharsets.UTF_8).length; boolean l1 = s.chars().allMatch(c -> c < 256); cmp += l1 ? s.length() : 2L*s.length(); return; }
    if (o instanceof Number || o instanceof Boolean || o instanceof Enum || o instanceof Character) return;
    if (!seen.add(o)) return;
    if (o instanceof Collection<?> c) { for (Object x : c) walk(x, seen); return; }
    if (o.getClass().isArray()) { if (!o.getClass().getComponentType().isPrimitive()) for (Object x : (Object[]) o) walk(x, seen); return; }
    for (Class<?> k = o.getClass(); k != Object.class; k = k.getSuperclass())
      for (Field f : k.getDeclaredFields()) { if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) continue; f.setAccessible(true); walk(f.get(o), seen); }
  }
  public static void main(String[] a) throws Exception {
    for (String m : new String[]{"orders","mediaContents"}) {
      u8=cmp=n=0;
      Object list = Datasets.class.getMethod(m).invoke(null);
      walk(list, Collections.newSetFromMap(new IdentityHashMap<>()));
      System.out.println(m+" strings="+n+" utf8="+u8+" compact="+cmp);
    }
  }
}
