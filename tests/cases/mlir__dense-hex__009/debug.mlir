"builtin.module"() ({
  "t.c"() {v = dense<[5.6436359242472345E-53, 1.4210967861821647E-94, 2.0048575915481214E-16]> : tensor<3xf64>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

