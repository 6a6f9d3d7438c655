"builtin.module"() ({
  %0:5 = "t.dialect"() : () -> (!t.foo, !t.bar<1, "x", [2]>, !t<"opaque thing">, !t.nested<!t.inner<i32>>, tensor<4xf32, #t.enc<"sparse">>) loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

