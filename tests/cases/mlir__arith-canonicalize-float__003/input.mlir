
func.func @mulf_divf(%x: f32, %v: vector<4xf32>) -> (f32, f32, f32, f32, f32, vector<4xf32>, f32, f32) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %0 = arith.mulf %x, %one : f32
  %1 = arith.divf %x, %one : f32
  %2 = arith.mulf %x, %zero : f32
  %3 = arith.mulf %x, %zero fastmath<nnan,nsz> : f32
  %4 = arith.mulf %x, %nzero fastmath<fast> : f32
  %s1 = arith.constant dense<1.0> : vector<4xf32>
  %5 = arith.mulf %v, %s1 : vector<4xf32>
  %6 = arith.mulf %x, %zero fastmath<nnan> : f32
  %a = arith.constant 3.0 : f32
  %b = arith.constant -0.5 : f32
  %7 = arith.mulf %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, vector<4xf32>, f32, f32
}

