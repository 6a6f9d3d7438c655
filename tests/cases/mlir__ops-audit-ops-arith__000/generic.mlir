"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<4xi32>, tensor<4xi32>, index, i64, i1, vector<[4]xi32>) -> (), sym_name = "arith_int"}> ({
  ^bb0(%arg11: i32, %arg12: i32, %arg13: vector<4xi32>, %arg14: tensor<4xi32>, %arg15: index, %arg16: i64, %arg17: i1, %arg18: vector<[4]xi32>):
    %60 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %61 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %62 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %63 = "arith.subi"(%arg13, %arg13) <{overflowFlags = #arith.overflow<nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %64 = "arith.muli"(%arg14, %arg14) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %65 = "arith.divsi"(%arg11, %arg12) : (i32, i32) -> i32
    %66 = "arith.divui"(%arg11, %arg12) : (i32, i32) -> i32
    %67 = "arith.ceildivsi"(%arg11, %arg12) : (i32, i32) -> i32
    %68 = "arith.ceildivui"(%arg11, %arg12) : (i32, i32) -> i32
    %69 = "arith.floordivsi"(%arg11, %arg12) : (i32, i32) -> i32
    %70 = "arith.remsi"(%arg11, %arg12) : (i32, i32) -> i32
    %71 = "arith.remui"(%arg11, %arg12) : (i32, i32) -> i32
    %72 = "arith.andi"(%arg11, %arg12) : (i32, i32) -> i32
    %73 = "arith.ori"(%arg11, %arg12) : (i32, i32) -> i32
    %74 = "arith.xori"(%arg11, %arg12) : (i32, i32) -> i32
    %75 = "arith.shli"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %76 = "arith.shli"(%arg11, %arg12) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %77 = "arith.shrsi"(%arg11, %arg12) : (i32, i32) -> i32
    %78 = "arith.shrui"(%arg11, %arg12) : (i32, i32) -> i32
    %79 = "arith.maxsi"(%arg11, %arg12) : (i32, i32) -> i32
    %80 = "arith.maxui"(%arg11, %arg12) : (i32, i32) -> i32
    %81 = "arith.minsi"(%arg11, %arg12) : (i32, i32) -> i32
    %82 = "arith.minui"(%arg11, %arg12) : (i32, i32) -> i32
    %83 = "arith.cmpi"(%arg11, %arg12) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %84 = "arith.cmpi"(%arg13, %arg13) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %85 = "arith.cmpi"(%arg15, %arg15) <{predicate = 9 : i64}> : (index, index) -> i1
    %86 = "arith.extsi"(%arg11) : (i32) -> i64
    %87 = "arith.extui"(%arg11) : (i32) -> i64
    %88 = "arith.extui"(%arg11) {nonNeg} : (i32) -> i64
    %89 = "arith.trunci"(%arg16) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %90 = "arith.trunci"(%arg16) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i32
    %91 = "arith.index_cast"(%arg11) : (i32) -> index
    %92 = "arith.index_castui"(%arg15) : (index) -> i64
    %93 = "arith.bitcast"(%arg11) : (i32) -> f32
    %94 = "arith.sitofp"(%arg11) : (i32) -> f32
    %95 = "arith.uitofp"(%arg11) : (i32) -> f64
    %96 = "arith.select"(%arg17, %arg11, %arg12) : (i1, i32, i32) -> i32
    %97 = "arith.select"(%arg17, %arg13, %arg13) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %98 = "arith.cmpi"(%arg13, %arg13) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %99 = "arith.select"(%98, %arg13, %arg13) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %100 = "arith.addi"(%arg18, %arg18) <{overflowFlags = #arith.overflow<none>}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
    %101:2 = "arith.addui_extended"(%arg13, %arg13) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
    %102:2 = "arith.mulsi_extended"(%arg14, %arg14) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
    %103 = "arith.andi"(%arg17, %arg17) : (i1, i1) -> i1
    %104 = "arith.cmpi"(%arg14, %arg14) <{predicate = 5 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %105 = "arith.extsi"(%arg13) : (vector<4xi32>) -> vector<4xi64>
    %106 = "arith.index_cast"(%arg13) : (vector<4xi32>) -> vector<4xindex>
    %107 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> {some_attr = 1 : i32} : (i32, i32) -> i32
    %108 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<nsw>}> {some_attr} : (i32, i32) -> i32
    %109 = "arith.cmpi"(%arg11, %arg12) <{predicate = 6 : i64}> {foo = "bar"} : (i32, i32) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, vector<4xf32>, tensor<4xf32>, f64, f16, bf16, i1, f8E4M3FN, f8E8M0FNU, vector<4xf8E5M2>) -> (), sym_name = "arith_float"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: tensor<4xf32>, %arg4: f64, %arg5: f16, %arg6: bf16, %arg7: i1, %arg8: f8E4M3FN, %arg9: f8E8M0FNU, %arg10: vector<4xf8E5M2>):
    %26 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %27 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %28 = "arith.subf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %29 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %30 = "arith.divf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "arith.remf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %32 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %33 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
    %34 = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %35 = "arith.maxnumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %36 = "arith.minimumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %37 = "arith.minnumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<reassoc,arcp,afn>}> : (f32, f32) -> f32
    %38 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %39 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<nnan>, predicate = 13 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %40 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %41 = "arith.extf"(%arg0) : (f32) -> f64
    %42 = "arith.extf"(%arg5) <{fastmath = #arith.fastmath<fast>}> : (f16) -> f32
    %43 = "arith.truncf"(%arg4) : (f64) -> f32
    %44 = "arith.truncf"(%arg4) <{roundingmode = 0 : i32}> : (f64) -> f32
    %45 = "arith.truncf"(%arg4) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f64) -> f32
    %46 = "arith.fptosi"(%arg0) : (f32) -> i32
    %47 = "arith.fptoui"(%arg0) : (f32) -> i64
    %48 = "arith.bitcast"(%arg5) : (f16) -> bf16
    %49 = "arith.select"(%arg7, %arg0, %arg1) : (i1, f32, f32) -> f32
    %50 = "arith.extf"(%arg6) : (bf16) -> f32
    %51 = "arith.scaling_extf"(%arg8, %arg9) : (f8E4M3FN, f8E8M0FNU) -> f32
    %52 = "arith.scaling_truncf"(%arg0, %arg9) : (f32, f8E8M0FNU) -> f8E4M3FN
    %53 = "arith.extf"(%arg10) : (vector<4xf8E5M2>) -> vector<4xf32>
    %54 = "arith.truncf"(%arg4) <{roundingmode = 2 : i32}> : (f64) -> f32
    %55 = "arith.truncf"(%arg4) <{roundingmode = 3 : i32}> : (f64) -> f32
    %56 = "arith.truncf"(%arg4) <{roundingmode = 4 : i32}> : (f64) -> f32
    %57 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %58 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %59 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "arith_constants"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -5 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e+10 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %6 = "arith.constant"() <{value = 1.500000e+00 : bf16}> : () -> bf16
    %7 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %8 = "arith.constant"() <{value = dense<0> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
    %9 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %10 = "arith.constant"() <{value = dense<5.000000e-01> : vector<[4]xf32>}> : () -> vector<[4]xf32>
    %11 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 9.9999999999999995E-8 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 0x4CEB79A3 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %17 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
    %18 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi8>}> : () -> tensor<4xi8>
    %19 = "arith.constant"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %20 = "arith.constant"() <{value = 1.000000e+00 : f128}> : () -> f128
    %21 = "arith.constant"() <{value = 1.000000e+00 : f80}> : () -> f80
    %22 = "arith.constant"() <{value = 1.000000e+00 : tf32}> : () -> tf32
    %23 = "arith.constant"() <{value = 1.000000e+00 : f4E2M1FN}> : () -> f4E2M1FN
    %24 = "arith.constant"() <{value = true}> : () -> i1
    %25 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf16>}> : () -> tensor<3xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

