module {
  func.func private @callee(i32) -> i32
  func.func @f(%arg0: f32, %arg1: vector<4xf32>, %arg2: index, %arg3: i32) {
    %f = constant @callee : (i32) -> i32
    %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
    %cst_0 = complex.constant [1 : i32, 2 : i32] : complex<i32>
    %idx42 = index.constant 42
    %idx-3 = index.constant -3
    %true = index.bool.constant true
    %false = index.bool.constant false
    %idx0 = index.constant 0
    %sin, %cos = math.sincos %arg0 : f32
    %sin_1, %cos_2 = math.sincos %arg1 : vector<4xf32>
    %0 = ub.poison : index
    %1 = "test.vscale"() : () -> index
    %2 = arith.muli %0, %1 : index
    %idx9223372036854775807 = index.constant 9223372036854775807
    %idx-9223372036854775808 = index.constant -9223372036854775808
    %idx4294967296 = index.constant 4294967296
    "test.use"(%f, %cst, %cst_0, %idx42, %idx-3, %true, %false, %idx0, %sin, %cos, %sin_1, %cos_2, %0, %2, %idx9223372036854775807, %idx-9223372036854775808, %idx4294967296) : ((i32) -> i32, complex<f32>, complex<i32>, index, index, i1, i1, index, f32, f32, vector<4xf32>, vector<4xf32>, index, index, index, index, index) -> ()
    return
  }
}

