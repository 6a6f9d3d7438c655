
func.func @bitcasts(%x: f32, %y: i32) -> (i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16) {
  %a = arith.constant 1.0 : f32
  %0 = arith.bitcast %a : f32 to i32
  %b = arith.constant 1065353216 : i32
  %1 = arith.bitcast %b : i32 to f32
  %c = arith.constant -1 : i16
  %2 = arith.bitcast %c : i16 to f16
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %3 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %4 = arith.bitcast %x : f32 to f32
  %d = arith.bitcast %x : f32 to i32
  %5 = arith.bitcast %d : i32 to i32
  %6 = arith.bitcast %d : i32 to f32
  %h = arith.constant 16256 : i16
  %7 = arith.bitcast %h : i16 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16
}

