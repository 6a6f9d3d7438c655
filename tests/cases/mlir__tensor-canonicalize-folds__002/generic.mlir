"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (i32, f16, f16, i1, complex<f64>, i32, i8), sym_name = "extracts"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %5 = "tensor.extract"(%4, %1, %2) : (tensor<2x3xi32>, index, index) -> i32
    %6 = "arith.constant"() <{value = sparse<[[0, 1], [1, 0]], [7.000000e+00, 8.000000e+00]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
    %7 = "tensor.extract"(%6, %1, %0) : (tensor<2x2xf16>, index, index) -> f16
    %8 = "tensor.extract"(%6, %1, %1) : (tensor<2x2xf16>, index, index) -> f16
    %9 = "arith.constant"() <{value = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
    %10 = "tensor.extract"(%9, %2) : (tensor<3xi1>, index) -> i1
    %11 = "arith.constant"() <{value = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
    %12 = "tensor.extract"(%11, %1) : (tensor<2xcomplex<f64>>, index) -> complex<f64>
    %13 = "tensor.extract"(%4, %3, %0) : (tensor<2x3xi32>, index, index) -> i32
    %14 = "arith.constant"() <{value = dense<7> : tensor<4xi8>}> : () -> tensor<4xi8>
    %15 = "tensor.extract"(%14, %arg0) : (tensor<4xi8>, index) -> i8
    "func.return"(%5, %7, %8, %10, %12, %13, %15) : (i32, f16, f16, i1, complex<f64>, i32, i8) -> ()
  }) : () -> ()
}) : () -> ()

