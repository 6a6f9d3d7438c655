module {
  func.func @extracts(%arg0: index) -> (i32, f16, f16, i1, complex<f64>, i32, i8) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %extracted = tensor.extract %cst[%c1, %c2] : tensor<2x3xi32>
    %cst_0 = arith.constant sparse<[[0, 1], [1, 0]], [7.000000e+00, 8.000000e+00]> : tensor<2x2xf16>
    %extracted_1 = tensor.extract %cst_0[%c1, %c0] : tensor<2x2xf16>
    %extracted_2 = tensor.extract %cst_0[%c1, %c1] : tensor<2x2xf16>
    %cst_3 = arith.constant dense<[true, false, true]> : tensor<3xi1>
    %extracted_4 = tensor.extract %cst_3[%c2] : tensor<3xi1>
    %cst_5 = arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f64>>
    %extracted_6 = tensor.extract %cst_5[%c1] : tensor<2xcomplex<f64>>
    %extracted_7 = tensor.extract %cst[%c3, %c0] : tensor<2x3xi32>
    %cst_8 = arith.constant dense<7> : tensor<4xi8>
    %extracted_9 = tensor.extract %cst_8[%arg0] : tensor<4xi8>
    return %extracted, %extracted_1, %extracted_2, %extracted_4, %extracted_6, %extracted_7, %extracted_9 : i32, f16, f16, i1, complex<f64>, i32, i8
  }
}

