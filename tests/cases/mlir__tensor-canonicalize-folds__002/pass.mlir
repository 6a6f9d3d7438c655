module {
  func.func @extracts(%arg0: index) -> (i32, f16, f16, i1, complex<f64>, i32, i8) {
    %c7_i8 = arith.constant 7 : i8
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %c6_i32 = arith.constant 6 : i32
    %cst_0 = arith.constant 8.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %true = arith.constant true
    %cst_2 = complex.constant [3.000000e+00, 4.000000e+00] : complex<f64>
    %extracted = tensor.extract %cst[%c3, %c0] : tensor<2x3xi32>
    return %c6_i32, %cst_0, %cst_1, %true, %cst_2, %extracted, %c7_i8 : i32, f16, f16, i1, complex<f64>, i32, i8
  }
}

