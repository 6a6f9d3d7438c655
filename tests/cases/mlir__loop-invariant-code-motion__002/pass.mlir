module {
  func.func @div(%arg0: i32, %arg1: index, %arg2: index, %arg3: index, %arg4: vector<2xi32>) {
    %c0_i32 = arith.constant 0 : i32
    %c5_i32 = arith.constant 5 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c-7_i32 = arith.constant -7 : i32
    %cst = arith.constant dense<3> : vector<2xi32>
    %cst_0 = arith.constant dense<[3, -3]> : vector<2xi32>
    %cst_1 = arith.constant dense<[3, 4]> : vector<2xi32>
    %0 = arith.divui %arg0, %c5_i32 : i32
    %1 = arith.divsi %arg0, %c-7_i32 : i32
    %2 = arith.ceildivsi %arg0, %c5_i32 : i32
    %3 = arith.ceildivui %arg0, %c-1_i32 : i32
    %4 = arith.divsi %arg4, %cst : vector<2xi32>
    %5 = arith.divsi %arg4, %cst_1 : vector<2xi32>
    scf.for %arg5 = %arg1 to %arg2 step %arg3 {
      %6 = arith.divui %arg0, %c0_i32 : i32
      %7 = arith.divsi %arg0, %c-1_i32 : i32
      %8 = arith.divsi %arg4, %cst_0 : vector<2xi32>
      %9 = arith.divui %arg0, %arg0 : i32
      "test.use"(%6, %0, %7, %1, %2, %3, %4, %8, %5, %9) : (i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, i32) -> ()
    }
    return
  }
}

