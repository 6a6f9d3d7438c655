module {
  func.func @floats() {
    %cst = arith.constant 3.14159265358979 : f64
    %cst_0 = arith.constant 1.000000e-01 : f64
    %cst_1 = arith.constant 1.000000e-300 : f64
    %cst_2 = arith.constant 4.940660e-324 : f64
    %cst_3 = arith.constant 0x7FF0000000000000 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0x7C00 : f16
    %cst_6 = arith.constant 5.960460e-08 : f16
    %cst_7 = arith.constant 6.550400e+04 : f16
    %cst_8 = arith.constant 3.40282347E+38 : f32
    %cst_9 = arith.constant 1.17549435E-38 : f32
    %cst_10 = arith.constant 0x4B800000 : f32
    %cst_11 = arith.constant 1.000000e+06 : f32
    %cst_12 = arith.constant 1.000000e+07 : f32
    %cst_13 = arith.constant 1.234560e+02 : f32
    %cst_14 = arith.constant -0.000000e+00 : f64
    %cst_15 = arith.constant 0x7FC1 : bf16
    %cst_16 = arith.constant 4.480000e+02 : f8E4M3FN
    %cst_17 = arith.constant 0.333333343 : f32
    %cst_18 = arith.constant 2.497430e-05 : f16
    %cst_19 = arith.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01]> : tensor<3xf64>
    %cst_20 = arith.constant dense<[[1.000000e+00, -2.000000e+00], [3.500000e+00, 1.000000e-10]]> : tensor<2x2xf32>
    %cst_21 = arith.constant dense<0x7FC00000> : vector<2xf32>
    %cst_22 = arith.constant 0.999998986 : f32
    %cst_23 = arith.constant 1.500000e+00 : f8E5M2
    %cst_24 = arith.constant 1.000000e+00 : f6E3M2FN
    %cst_25 = arith.constant 1.0000000000000002 : f64
    %cst_26 = arith.constant 1.000000e+02 : f32
    %cst_27 = arith.constant 1.000000e+15 : f64
    %cst_28 = arith.constant 1.000000e+16 : f64
    %cst_29 = arith.constant dense<[1, -1, 127, -128]> : vector<4xi8>
    %cst_30 = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
    %cst_31 = arith.constant dense<5> : tensor<0x3xi32>
    %cst_32 = arith.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_33 = arith.constant 5.877470e-39 : f8E8M0FNU
    %cst_34 = arith.constant dense<[-21026, -4162]> : tensor<2xi16>
    %cst_35 = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_36 = arith.constant dense<(1,2)> : tensor<2xcomplex<i32>>
    return
  }
}

