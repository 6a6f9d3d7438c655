
func.func @extracts(%i: index) -> (i32, f16, f16, i1, complex<f64>, i32, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = tensor.extract %d[%c1, %c2] : tensor<2x3xi32>
  %s = arith.constant sparse<[[0, 1], [1, 0]], [7.0, 8.0]> : tensor<2x2xf16>
  %1 = tensor.extract %s[%c1, %c0] : tensor<2x2xf16>
  %2 = tensor.extract %s[%c1, %c1] : tensor<2x2xf16>
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %3 = tensor.extract %b[%c2] : tensor<3xi1>
  %cx = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %4 = tensor.extract %cx[%c1] : tensor<2xcomplex<f64>>
  %5 = tensor.extract %d[%c3, %c0] : tensor<2x3xi32>
  %sp = arith.constant dense<7> : tensor<4xi8>
  %6 = tensor.extract %sp[%i] : tensor<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : i32, f16, f16, i1, complex<f64>, i32, i8
}

