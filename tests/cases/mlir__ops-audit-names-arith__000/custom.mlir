module {
  func.func @f(%arg0: index, %arg1: i32, %arg2: i64) {
    %c42_i32 = arith.constant 42 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c42 = arith.constant 42 : index
    %c-7 = arith.constant -7 : index
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant dense<1> : vector<4xi32>
    %cst_1 = arith.constant dense<true> : vector<2xi1>
    %c0_i8 = arith.constant 0 : i8
    %c-1_i8 = arith.constant -1 : i8
    %c-1_i64 = arith.constant -1 : i64
    %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
    %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
    %true_2 = arith.constant true
    %true_3 = arith.constant true
    %cst_4 = arith.constant dense<[1, 2]> : tensor<2xindex>
    %c42_i32_5 = arith.constant 42 : i32
    %cst_6 = arith.constant 0x7FC00000 : f32
    %c3_i3 = arith.constant 3 : i3
    %c-4_i3 = arith.constant -4 : i3
    %sum, %overflow = arith.addui_extended %arg1, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %arg1, %arg1 : i32
    %low_7, %high_8 = arith.mului_extended %arg2, %arg2 : i64
    %0 = arith.muli %arg0, %c42 : index
    %1 = "test.vscale"() : () -> index
    %2 = arith.muli %c42, %1 : index
    %3 = arith.muli %1, %c-7 : index
    %4 = arith.muli %1, %1 : index
    %5 = arith.muli %arg1, %c42_i32 : i32
    %idx8 = index.constant 8
    %6 = arith.muli %idx8, %1 : index
    %7 = arith.muli %1, %c42 overflow<nsw> : index
    %8 = arith.muli %arg0, %1 : index
    "test.use"(%c42_i32, %c-1_i32, %c42, %c-7, %true, %false, %cst, %cst_0, %cst_1, %c0_i8, %c-1_i8, %c-1_i64, %c170141183460469231731687303715884105727_i128, %c-170141183460469231731687303715884105728_i128, %true_2, %true_3, %cst_4, %c42_i32_5, %cst_6, %c3_i3, %c-4_i3, %sum, %overflow, %low, %high, %low_7, %high_8, %0, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, index, index, i1, i1, f32, vector<4xi32>, vector<2xi1>, i8, i8, i64, i128, i128, i1, i1, tensor<2xindex>, i32, f32, i3, i3, i32, i1, i32, i32, i64, i64, index, index, index, index, i32, index, index, index) -> ()
    return
  }
}

