func.func private @callee(i32) -> i32
func.func @f(%x: f32, %vf: vector<4xf32>, %v: index, %i: i32) {
  %0 = func.constant @callee : (i32) -> i32
  %1 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %2 = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %3 = index.constant 42
  %4 = index.constant -3
  %5 = index.bool.constant true
  %6 = index.bool.constant false
  %7 = index.constant 0
  %s, %c = math.sincos %x : f32
  %s2, %c2 = math.sincos %vf : vector<4xf32>
  %p = ub.poison : index
  %vs = "test.vscale"() : () -> index
  %m = arith.muli %p, %vs : index
  %8 = index.constant 9223372036854775807
  %9 = index.constant -9223372036854775808
  %11 = index.constant 4294967296
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %s, %c, %s2, %c2, %p, %m, %8, %9, %11) : ((i32) -> i32, complex<f32>, complex<i32>, index, index, i1, i1, index, f32, f32, vector<4xf32>, vector<4xf32>, index, index, index, index, index) -> ()
  return
}
