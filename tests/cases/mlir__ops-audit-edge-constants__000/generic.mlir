"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "floats"}> ({
    %0 = "arith.constant"() <{value = 3.14159265358979 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 1.000000e-300 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = 4.940660e-324 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %7 = "arith.constant"() <{value = 5.960460e-08 : f16}> : () -> f16
    %8 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %9 = "arith.constant"() <{value = 3.40282347E+38 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.17549435E-38 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 1.000000e+06 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 1.000000e+07 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1.234560e+02 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 0x7FC1 : bf16}> : () -> bf16
    %17 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %18 = "arith.constant"() <{value = 0.333333343 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 2.497430e-05 : f16}> : () -> f16
    %20 = "arith.constant"() <{value = dense<[1.000000e-01, 2.000000e-01, 3.000000e-01]> : tensor<3xf64>}> : () -> tensor<3xf64>
    %21 = "arith.constant"() <{value = dense<[[1.000000e+00, -2.000000e+00], [3.500000e+00, 1.000000e-10]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %22 = "arith.constant"() <{value = dense<0x7FC00000> : vector<2xf32>}> : () -> vector<2xf32>
    %23 = "arith.constant"() <{value = 0.999998986 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 1.500000e+00 : f8E5M2}> : () -> f8E5M2
    %25 = "arith.constant"() <{value = 1.000000e+00 : f6E3M2FN}> : () -> f6E3M2FN
    %26 = "arith.constant"() <{value = 1.0000000000000002 : f64}> : () -> f64
    %27 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %28 = "arith.constant"() <{value = 1.000000e+15 : f64}> : () -> f64
    %29 = "arith.constant"() <{value = 1.000000e+16 : f64}> : () -> f64
    %30 = "arith.constant"() <{value = dense<[1, -1, 127, -128]> : vector<4xi8>}> : () -> vector<4xi8>
    %31 = "arith.constant"() <{value = dense<[[true, false], [false, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
    %32 = "arith.constant"() <{value = dense<5> : tensor<0x3xi32>}> : () -> tensor<0x3xi32>
    %33 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %34 = "arith.constant"() <{value = 5.877470e-39 : f8E8M0FNU}> : () -> f8E8M0FNU
    %35 = "arith.constant"() <{value = dense<[-21026, -4162]> : tensor<2xi16>}> : () -> tensor<2xi16>
    %36 = "arith.constant"() <{value = dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>}> : () -> tensor<1xcomplex<f32>>
    %37 = "arith.constant"() <{value = dense<(1,2)> : tensor<2xcomplex<i32>>}> : () -> tensor<2xcomplex<i32>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

