"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64, i32, i64, index) -> (), sym_name = "f0"}> ({
  ^bb0(%arg24: f32, %arg25: f64, %arg26: i32, %arg27: i64, %arg28: index):
    %64 = "arith.truncf"(%arg25) <{fastmath = #arith.fastmath<fast>, roundingmode = 4 : i32}> : (f64) -> f32
    %65 = "arith.truncf"(%arg25) <{roundingmode = 1 : i32}> : (f64) -> f32
    %66 = "arith.truncf"(%arg25) <{roundingmode = 2 : i32}> : (f64) -> f32
    %67 = "arith.truncf"(%arg25) <{roundingmode = 3 : i32}> : (f64) -> f32
    %68 = "arith.truncf"(%arg25) <{roundingmode = 0 : i32}> : (f64) -> f32
    %69 = "arith.divui"(%arg26, %arg26) <{isExact}> : (i32, i32) -> i32
    %70 = "arith.addi"(%arg26, %arg26) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %71 = "arith.cmpf"(%arg24, %arg24) <{fastmath = #arith.fastmath<nnan>, predicate = 4 : i64}> : (f32, f32) -> i1
    %72 = "arith.extf"(%arg24) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f64
    %73:2 = "arith.mulsi_extended"(%arg26, %arg26) : (i32, i32) -> (i32, i32)
    %74:2 = "arith.addui_extended"(%arg26, %arg26) : (i32, i32) -> (i32, i1)
    %75 = "arith.select"(%71, %arg24, %arg24) : (i1, f32, f32) -> f32
    %76 = "arith.trunci"(%arg27) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i32
    %77 = "arith.muli"(%arg26, %arg26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %78 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %79 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %80 = "arith.constant"() <{value = 0 : index}> : () -> index
    %81 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %82 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %83 = "arith.constant"() <{value = true}> : () -> i1
    %84 = "arith.constant"() <{value = false}> : () -> i1
    %85 = "arith.constant"() <{value = 5 : index}> : () -> index
    %86 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %87 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %88 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f64, i32, i64, index, f16, f8E8M0FNU) -> (), sym_name = "f1"}> ({
  ^bb0(%arg17: f32, %arg18: f64, %arg19: i32, %arg20: i64, %arg21: index, %arg22: f16, %arg23: f8E8M0FNU):
    %45 = "arith.uitofp"(%arg19) : (i32) -> f32
    %46 = "arith.extui"(%arg19) : (i32) -> i64
    %47 = "arith.index_cast"(%arg19) : (i32) -> index
    %48 = "arith.shli"(%arg19, %arg19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %49 = "arith.negf"(%arg17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %50 = "arith.cmpi"(%arg19, %arg19) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %51 = "arith.scaling_truncf"(%arg17, %arg23) : (f32, f8E8M0FNU) -> f16
    %52 = "arith.scaling_extf"(%arg22, %arg23) : (f16, f8E8M0FNU) -> f32
    %53 = "arith.addf"(%arg17, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %54 = "arith.extf"(%arg17) : (f32) -> f64
    %55 = "arith.truncf"(%arg18) : (f64) -> f32
    %56 = "arith.trunci"(%arg20) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %57 = "arith.bitcast"(%arg17) : (f32) -> i32
    %58 = "arith.ceildivsi"(%arg19, %arg19) : (i32, i32) -> i32
    %59 = "arith.shrui"(%arg19, %arg19) <{isExact}> : (i32, i32) -> i32
    %60 = "arith.cmpf"(%arg17, %arg17) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %61 = "arith.fptosi"(%arg17) : (f32) -> i32
    %62 = "arith.index_castui"(%arg21) : (index) -> i64
    %63 = "arith.maxnumf"(%arg17, %arg17) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f64, i32, i64, index, vector<4xi32>, vector<[4]xf32>, tensor<?xi64>, tensor<*xf32>, memref<4xi32>, memref<4xindex>, i1, vector<4xi1>, f8E8M0FNU, f16) -> (), sym_name = "f2"}> ({
  ^bb0(%arg2: f32, %arg3: f64, %arg4: i32, %arg5: i64, %arg6: index, %arg7: vector<4xi32>, %arg8: vector<[4]xf32>, %arg9: tensor<?xi64>, %arg10: tensor<*xf32>, %arg11: memref<4xi32>, %arg12: memref<4xindex>, %arg13: i1, %arg14: vector<4xi1>, %arg15: f8E8M0FNU, %arg16: f16):
    %4 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> {foo = 1 : i32} : (i32, i32) -> i32
    %6 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> {bar} : (f32, f32) -> f32
    %7 = "arith.constant"() <{value = 5 : i16}> {baz} : () -> i16
    %8 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %9 = "arith.constant"() <{value = dense<1.500000e+00> : vector<[4]xf32>}> : () -> vector<[4]xf32>
    %10 = "arith.index_cast"(%arg11) : (memref<4xi32>) -> memref<4xindex>
    %11 = "arith.bitcast"(%arg11) : (memref<4xi32>) -> memref<4xf32>
    %12 = "arith.index_castui"(%arg9) : (tensor<?xi64>) -> tensor<?xindex>
    %13 = "arith.select"(%arg14, %arg7, %arg7) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %14 = "arith.select"(%arg13, %arg7, %arg7) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %15 = "arith.cmpi"(%arg9, %arg9) <{predicate = 6 : i64}> : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi1>
    %16 = "arith.cmpf"(%arg10, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xi1>
    %17 = "arith.negf"(%arg8) <{fastmath = #arith.fastmath<fast>}> : (vector<[4]xf32>) -> vector<[4]xf32>
    %18 = "arith.extf"(%arg16) : (f16) -> f32
    %19 = "arith.scaling_extf"(%arg16, %arg15) <{fastmath = #arith.fastmath<nnan>}> : (f16, f8E8M0FNU) -> f32
    %20 = "arith.scaling_truncf"(%arg2, %arg15) <{roundingmode = 3 : i32}> : (f32, f8E8M0FNU) -> f16
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = -7 : index}> : () -> index
    %23 = "arith.constant"() <{value = true}> : () -> i1
    %24 = "arith.constant"() <{value = 123456789012345678901234567890 : i128}> : () -> i128
    %25 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %26 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %27 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %28 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %29 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi8>}> : () -> tensor<4xi8>
    %30 = "arith.muli"(%arg6, %21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %31 = "arith.shrsi"(%arg4, %arg4) <{isExact}> {a} : (i32, i32) -> i32
    %32 = "arith.trunci"(%arg5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64) -> i32
    %33 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %34 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %35 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %36 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %37 = "arith.uitofp"(%arg7) : (vector<4xi32>) -> vector<4xf32>
    %38 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %39 = "arith.constant"() <{value = sparse<0, 1> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %40 = "arith.constant"() <{value = dense<(1,2)> : tensor<complex<i32>>}> : () -> tensor<complex<i32>>
    %41 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %42 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %43 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %44 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, vector<4xi32>) -> (i32, i32), sym_name = "f3"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>):
    %0:2 = "arith.mulsi_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
    %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2:2 = "arith.addui_extended"(%arg1, %arg1) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
    %3 = "foo.bar"(%2#0, %2#1) : (vector<4xi32>, vector<4xi1>) -> i32
    "func.return"(%0#1, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

