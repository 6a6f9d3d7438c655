"builtin.module"() ({
  "t.dialect"() {a = #t.attr, b = #t.attr<"x" : [1, 2]>, c = #t<"opaque">, d = #t.typed : i32, e = #t.nested<#t.inner<{x = 1}>>} : () -> ()
}) : () -> ()

