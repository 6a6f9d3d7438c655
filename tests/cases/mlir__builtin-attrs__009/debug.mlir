"builtin.module"() ({
  "t.dialect"() {a = #t.attr, b = #t.attr<"x" : [1, 2]>, c = #t<"opaque">, d = #t.typed : i32, e = #t.nested<#t.inner<{x = 1}>>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

