"builtin.module"() ({
  "t.ints"() {a = 1 : i64, b = -1 : i8, c = 255 : ui8, d = true, e = false, f = 16 : i32, g = 170141183460469231731687303715884105727 : i128, h = -5 : si16, i = 3 : index, j = false} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

