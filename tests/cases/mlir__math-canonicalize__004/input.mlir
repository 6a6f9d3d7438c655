
func.func @rounding() {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 3.5 : f16
  %c = arith.constant 2.5 : bf16
  %0 = math.ceil %a : f32
  %1 = math.floor %a : f32
  %2 = math.round %a : f32
  %3 = math.roundeven %a : f32
  %4 = math.trunc %a : f32
  %5 = math.ceil %b : f16
  %6 = math.floor %c : bf16
  %7 = math.roundeven %b : f16
  %8 = math.round %b : f16
  %9 = math.trunc %c : bf16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f32, f16, bf16, f16, f16, bf16) -> ()
  return
}

