
func.func @int_to_float() -> (f32, f32, f32, f32, f16, f64, f32, vector<2xf32>) {
  %a = arith.constant -1 : i32
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %t = arith.constant true
  %2 = arith.sitofp %t : i1 to f32
  %3 = arith.uitofp %t : i1 to f32
  %b = arith.constant 70000 : i32
  %4 = arith.uitofp %b : i32 to f16
  %c = arith.constant 340282366920938463463374607431768211455 : i128
  %5 = arith.uitofp %c : i128 to f64
  %d = arith.constant 16777217 : i32
  %6 = arith.sitofp %d : i32 to f32
  %v = arith.constant dense<[1, -3]> : vector<2xi8>
  %7 = arith.sitofp %v : vector<2xi8> to vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f16, f64, f32, vector<2xf32>
}

