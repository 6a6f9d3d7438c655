"builtin.module"() ({
  "t.c"() {a = dense<"0xDA3E5409DA2CE40D6D6C3126C5"> : tensor<101xi1>, b = dense<[false, true, false, true, true, false, true, true, false, true, true, true, true, true, false, false]> : tensor<16xi1>, c = dense<true> : tensor<300xi1>, d = dense<false> : tensor<300xi1>, e = dense<true> : tensor<3xi1>, g = dense<true> : tensor<1xi1>, h = dense<true> : tensor<100xi1>, i = dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFF"> : tensor<101xi1>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

