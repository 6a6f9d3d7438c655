"builtin.module"() ({
  %0:5 = "t.dialect"() : () -> (!t.foo, !t.bar<1, "x", [2]>, !t<"opaque thing">, !t.nested<!t.inner<i32>>, tensor<4xf32, #t.enc<"sparse">>)
}) : () -> ()

