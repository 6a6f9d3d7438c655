module {
  func.func @arith_int(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: tensor<4xi32>, %arg4: index, %arg5: i64, %arg6: i1, %arg7: vector<[4]xi32>) {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %2 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
    %3 = arith.subi %arg2, %arg2 overflow<nuw> : vector<4xi32>
    %4 = arith.muli %arg3, %arg3 : tensor<4xi32>
    %5 = arith.divsi %arg0, %arg1 : i32
    %6 = arith.divui %arg0, %arg1 : i32
    %7 = arith.ceildivsi %arg0, %arg1 : i32
    %8 = arith.ceildivui %arg0, %arg1 : i32
    %9 = arith.floordivsi %arg0, %arg1 : i32
    %10 = arith.remsi %arg0, %arg1 : i32
    %11 = arith.remui %arg0, %arg1 : i32
    %12 = arith.andi %arg0, %arg1 : i32
    %13 = arith.ori %arg0, %arg1 : i32
    %14 = arith.xori %arg0, %arg1 : i32
    %15 = arith.shli %arg0, %arg1 : i32
    %16 = arith.shli %arg0, %arg1 overflow<nsw> : i32
    %17 = arith.shrsi %arg0, %arg1 : i32
    %18 = arith.shrui %arg0, %arg1 : i32
    %19 = arith.maxsi %arg0, %arg1 : i32
    %20 = arith.maxui %arg0, %arg1 : i32
    %21 = arith.minsi %arg0, %arg1 : i32
    %22 = arith.minui %arg0, %arg1 : i32
    %23 = arith.cmpi slt, %arg0, %arg1 : i32
    %24 = arith.cmpi eq, %arg2, %arg2 : vector<4xi32>
    %25 = arith.cmpi uge, %arg4, %arg4 : index
    %26 = arith.extsi %arg0 : i32 to i64
    %27 = arith.extui %arg0 : i32 to i64
    %28 = arith.extui %arg0 {nonNeg} : i32 to i64
    %29 = arith.trunci %arg5 : i64 to i32
    %30 = arith.trunci %arg5 overflow<nsw> : i64 to i32
    %31 = arith.index_cast %arg0 : i32 to index
    %32 = arith.index_castui %arg4 : index to i64
    %33 = arith.bitcast %arg0 : i32 to f32
    %34 = arith.sitofp %arg0 : i32 to f32
    %35 = arith.uitofp %arg0 : i32 to f64
    %36 = arith.select %arg6, %arg0, %arg1 : i32
    %37 = arith.select %arg6, %arg2, %arg2 : vector<4xi32>
    %38 = arith.cmpi ne, %arg2, %arg2 : vector<4xi32>
    %39 = arith.select %38, %arg2, %arg2 : vector<4xi1>, vector<4xi32>
    %40 = arith.addi %arg7, %arg7 : vector<[4]xi32>
    %sum, %overflow = arith.addui_extended %arg2, %arg2 : vector<4xi32>, vector<4xi1>
    %low, %high = arith.mulsi_extended %arg3, %arg3 : tensor<4xi32>
    %41 = arith.andi %arg6, %arg6 : i1
    %42 = arith.cmpi sge, %arg3, %arg3 : tensor<4xi32>
    %43 = arith.extsi %arg2 : vector<4xi32> to vector<4xi64>
    %44 = arith.index_cast %arg2 : vector<4xi32> to vector<4xindex>
    %45 = arith.addi %arg0, %arg1 {some_attr = 1 : i32} : i32
    %46 = arith.addi %arg0, %arg1 overflow<nsw> {some_attr} : i32
    %47 = arith.cmpi ult, %arg0, %arg1 {foo = "bar"} : i32
    return
  }
  func.func @arith_float(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: tensor<4xf32>, %arg4: f64, %arg5: f16, %arg6: bf16, %arg7: i1, %arg8: f8E4M3FN, %arg9: f8E8M0FNU, %arg10: vector<4xf8E5M2>) {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
    %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
    %3 = arith.mulf %arg2, %arg2 fastmath<contract> : vector<4xf32>
    %4 = arith.divf %arg3, %arg3 : tensor<4xf32>
    %5 = arith.remf %arg0, %arg1 : f32
    %6 = arith.negf %arg0 : f32
    %7 = arith.negf %arg0 fastmath<nsz> : f32
    %8 = arith.maximumf %arg0, %arg1 : f32
    %9 = arith.maxnumf %arg0, %arg1 : f32
    %10 = arith.minimumf %arg0, %arg1 : f32
    %11 = arith.minnumf %arg0, %arg1 fastmath<reassoc,arcp,afn> : f32
    %12 = arith.cmpf olt, %arg0, %arg1 : f32
    %13 = arith.cmpf une, %arg2, %arg2 fastmath<nnan> : vector<4xf32>
    %14 = arith.cmpf true, %arg0, %arg1 : f32
    %15 = arith.extf %arg0 : f32 to f64
    %16 = arith.extf %arg5 fastmath<fast> : f16 to f32
    %17 = arith.truncf %arg4 : f64 to f32
    %18 = arith.truncf %arg4 to_nearest_even : f64 to f32
    %19 = arith.truncf %arg4 downward fastmath<fast> : f64 to f32
    %20 = arith.fptosi %arg0 : f32 to i32
    %21 = arith.fptoui %arg0 : f32 to i64
    %22 = arith.bitcast %arg5 : f16 to bf16
    %23 = arith.select %arg7, %arg0, %arg1 : f32
    %24 = arith.extf %arg6 : bf16 to f32
    %25 = arith.scaling_extf %arg8, %arg9 : f8E4M3FN, f8E8M0FNU to f32
    %26 = arith.scaling_truncf %arg0, %arg9 : f32, f8E8M0FNU to f8E4M3FN
    %27 = arith.extf %arg10 : vector<4xf8E5M2> to vector<4xf32>
    %28 = arith.truncf %arg4 upward : f64 to f32
    %29 = arith.truncf %arg4 toward_zero : f64 to f32
    %30 = arith.truncf %arg4 to_nearest_away : f64 to f32
    %31 = arith.cmpf ord, %arg0, %arg1 : f32
    %32 = arith.cmpf false, %arg0, %arg1 : f32
    %33 = arith.addf %arg0, %arg1 : f32
    return
  }
  func.func @arith_constants() {
    %c0_i32 = arith.constant 0 : i32
    %c-5_i64 = arith.constant -5 : i64
    %cst = arith.constant 3.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+10 : f64
    %cst_1 = arith.constant 0x7F800000 : f32
    %cst_2 = arith.constant -0.000000e+00 : f16
    %cst_3 = arith.constant 1.500000e+00 : bf16
    %cst_4 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
    %cst_5 = arith.constant dense<0> : tensor<2x3xi8>
    %cst_6 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %cst_7 = arith.constant dense<5.000000e-01> : vector<[4]xf32>
    %cst_8 = arith.constant 1.000000e+00 : f8E4M3FN
    %c2 = arith.constant 2 : index
    %cst_9 = arith.constant 1.000000e-01 : f32
    %cst_10 = arith.constant 9.9999999999999995E-8 : f64
    %cst_11 = arith.constant 0x4CEB79A3 : f32
    %cst_12 = arith.constant 0x7FF8000000000000 : f64
    %cst_13 = arith.constant dense<[true, false]> : vector<2xi1>
    %cst_14 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi8>
    %cst_15 = arith.constant dense<> : tensor<0xi32>
    %cst_16 = arith.constant 1.000000e+00 : f128
    %cst_17 = arith.constant 1.000000e+00 : f80
    %cst_18 = arith.constant 1.000000e+00 : tf32
    %cst_19 = arith.constant 1.000000e+00 : f4E2M1FN
    %true = arith.constant true
    %cst_20 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf16>
    return
  }
}

