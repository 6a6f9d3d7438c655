
func.func @refused() {
  %n = arith.constant -2.0 : f32
  %z = arith.constant -0.0 : f32
  %m = arith.constant -1.5 : f64
  %0 = math.log %n : f32
  %1 = math.log2 %z : f32
  %2 = math.log10 %n : f32
  %3 = math.sqrt %z : f32
  %4 = math.log1p %m : f64
  %5 = math.sqrt %m : f64
  %6 = math.log1p %n : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (f32, f32, f32, f32, f64, f64, f32) -> ()
  return
}

