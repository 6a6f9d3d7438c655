
func.func @float_to_int_small() -> (i8, i8, i32) {
  %a = arith.constant -0.5 : f32
  %0 = arith.fptoui %a : f32 to i8
  %b = arith.constant 2.5 : f8E4M3FN
  %1 = arith.fptosi %b : f8E4M3FN to i8
  %c = arith.constant 1.0e10 : f64
  %2 = arith.fptosi %c : f64 to i32
  return %0, %1, %2 : i8, i8, i32
}
