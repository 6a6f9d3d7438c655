"builtin.module"() ({
  "t.floats"() {a = 1.000000e+00 : f64, b = 1.000000e-01 : f32, c = -2.500000e+10 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 9.999940e-41 : f32, g = 3.140630e+00 : f16, h = 1.500000e+00 : bf16, i = 6.550400e+04 : f16, j = 0.000000e+00 : f8E4M3FN, k = 0xFF800000 : f32, l = 0x419D6F3454000000 : f64} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

