module {
  func.func @f0(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64, %arg4: index) {
    %0 = arith.truncf %arg1 to_nearest_away fastmath<fast> : f64 to f32
    %1 = arith.truncf %arg1 downward : f64 to f32
    %2 = arith.truncf %arg1 upward : f64 to f32
    %3 = arith.truncf %arg1 toward_zero : f64 to f32
    %4 = arith.truncf %arg1 to_nearest_even : f64 to f32
    %5 = arith.divui %arg2, %arg2 exact : i32
    %6 = arith.addi %arg2, %arg2 overflow<nsw, nuw> : i32
    %7 = arith.cmpf olt, %arg0, %arg0 fastmath<nnan> : f32
    %8 = arith.extf %arg0 fastmath<fast> : f32 to f64
    %low, %high = arith.mulsi_extended %arg2, %arg2 : i32
    %sum, %overflow = arith.addui_extended %arg2, %arg2 : i32, i1
    %9 = arith.select %7, %arg0, %arg0 : f32
    %10 = arith.trunci %arg3 overflow<nsw> : i64 to i32
    %11 = arith.muli %arg2, %arg2 : i32
    %c42_i32 = arith.constant 42 : i32
    %c-1_i64 = arith.constant -1 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant dense<1> : vector<4xi32>
    %true = arith.constant true
    %false = arith.constant false
    %c5 = arith.constant 5 : index
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<2xf32>
    %false_3 = arith.constant false
    return
  }
  func.func @f1(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64, %arg4: index, %arg5: f16, %arg6: f8E8M0FNU) {
    %0 = arith.uitofp %arg2 : i32 to f32
    %1 = arith.extui %arg2 : i32 to i64
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = arith.shli %arg2, %arg2 : i32
    %4 = arith.negf %arg0 : f32
    %5 = arith.cmpi slt, %arg2, %arg2 : i32
    %6 = arith.scaling_truncf %arg0, %arg6 : f32, f8E8M0FNU to f16
    %7 = arith.scaling_extf %arg5, %arg6 : f16, f8E8M0FNU to f32
    %8 = arith.addf %arg0, %arg0 : f32
    %9 = arith.extf %arg0 : f32 to f64
    %10 = arith.truncf %arg1 : f64 to f32
    %11 = arith.trunci %arg3 : i64 to i32
    %12 = arith.bitcast %arg0 : f32 to i32
    %13 = arith.ceildivsi %arg2, %arg2 : i32
    %14 = arith.shrui %arg2, %arg2 exact : i32
    %15 = arith.cmpf oeq, %arg0, %arg0 : f32
    %16 = arith.fptosi %arg0 : f32 to i32
    %17 = arith.index_castui %arg4 : index to i64
    %18 = arith.maxnumf %arg0, %arg0 fastmath<nnan,ninf> : f32
    return
  }
  func.func @f2(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64, %arg4: index, %arg5: vector<4xi32>, %arg6: vector<[4]xf32>, %arg7: tensor<?xi64>, %arg8: tensor<*xf32>, %arg9: memref<4xi32>, %arg10: memref<4xindex>, %arg11: i1, %arg12: vector<4xi1>, %arg13: f8E8M0FNU, %arg14: f16) {
    %0 = arith.addi %arg2, %arg2 : i32
    %1 = arith.addi %arg2, %arg2 {foo = 1 : i32} : i32
    %2 = arith.addf %arg0, %arg0 {bar} : f32
    %c5_i16 = arith.constant {baz} 5 : i16
    %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %cst_0 = arith.constant dense<1.500000e+00> : vector<[4]xf32>
    %3 = arith.index_cast %arg9 : memref<4xi32> to memref<4xindex>
    %4 = arith.bitcast %arg9 : memref<4xi32> to memref<4xf32>
    %5 = arith.index_castui %arg7 : tensor<?xi64> to tensor<?xindex>
    %6 = arith.select %arg12, %arg5, %arg5 : vector<4xi1>, vector<4xi32>
    %7 = arith.select %arg11, %arg5, %arg5 : vector<4xi32>
    %8 = arith.cmpi ult, %arg7, %arg7 : tensor<?xi64>
    %9 = arith.cmpf une, %arg8, %arg8 : tensor<*xf32>
    %10 = arith.negf %arg6 fastmath<fast> : vector<[4]xf32>
    %11 = arith.extf %arg14 : f16 to f32
    %12 = arith.scaling_extf %arg14, %arg13 fastmath<nnan> : f16, f8E8M0FNU to f32
    %13 = arith.scaling_truncf %arg0, %arg13 toward_zero : f32, f8E8M0FNU to f16
    %c0 = arith.constant 0 : index
    %c-7 = arith.constant -7 : index
    %true = arith.constant true
    %c123456789012345678901234567890_i128 = arith.constant 123456789012345678901234567890 : i128
    %c-1_i8 = arith.constant -1 : i8
    %c-1_i8_1 = arith.constant -1 : i8
    %cst_2 = arith.constant 0x7FC00000 : f32
    %cst_3 = arith.constant dense<true> : vector<4xi1>
    %cst_4 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi8>
    %14 = arith.muli %arg4, %c0 : index
    %15 = arith.shrsi %arg2, %arg2 exact {a} : i32
    %16 = arith.trunci %arg3 overflow<nsw, nuw> : i64 to i32
    %17 = arith.cmpf false, %arg0, %arg0 : f32
    %18 = arith.cmpf true, %arg0, %arg0 : f32
    %cst_5 = arith.constant 1.000000e+00 : bf16
    %cst_6 = arith.constant -0.000000e+00 : f64
    %19 = arith.uitofp %arg5 : vector<4xi32> to vector<4xf32>
    %cst_7 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %cst_8 = arith.constant sparse<0, 1> : tensor<2x2xi32>
    %cst_9 = arith.constant dense<(1,2)> : tensor<complex<i32>>
    %c3_i64 = arith.constant 3 : i64
    %c3_i64_10 = arith.constant 3 : i64
    %20 = arith.addf %arg0, %arg0 fastmath<fast> : f32
    %21 = arith.addf %arg0, %arg0 fastmath<reassoc,contract> : f32
    return
  }
  func.func @f3(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i32) {
    %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
    %0 = arith.addi %low, %high : i32
    %sum, %overflow = arith.addui_extended %arg1, %arg1 : vector<4xi32>, vector<4xi1>
    %1 = "foo.bar"(%sum, %overflow) : (vector<4xi32>, vector<4xi1>) -> i32
    return %high, %0 : i32, i32
  }
}

