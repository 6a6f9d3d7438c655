module {
  func.func @v(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: index, %arg5: index) -> (vector<4xi32>, vector<4xf32>, index, f16) {
    %0 = arith.divsi %arg0, %arg1 : vector<4xi32>
    %1 = arith.muli %0, %arg1 : vector<4xi32>
    %2 = arith.cmpi ne, %arg0, %1 : vector<4xi32>
    %cst = arith.constant dense<0> : vector<4xi32>
    %3 = arith.cmpi slt, %arg0, %cst : vector<4xi32>
    %4 = arith.cmpi slt, %arg1, %cst : vector<4xi32>
    %5 = arith.cmpi ne, %3, %4 : vector<4xi1>
    %6 = arith.andi %2, %5 : vector<4xi1>
    %cst_0 = arith.constant dense<-1> : vector<4xi32>
    %7 = arith.addi %0, %cst_0 : vector<4xi32>
    %8 = arith.select %6, %7, %0 : vector<4xi1>, vector<4xi32>
    %9 = arith.cmpf ugt, %arg2, %arg3 : vector<4xf32>
    %10 = arith.select %9, %arg2, %arg3 : vector<4xi1>, vector<4xf32>
    %11 = arith.cmpf uno, %arg3, %arg3 : vector<4xf32>
    %12 = arith.select %11, %arg3, %10 : vector<4xi1>, vector<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %13 = arith.divsi %arg4, %arg5 : index
    %14 = arith.muli %13, %arg5 : index
    %15 = arith.cmpi ne, %arg4, %14 : index
    %16 = arith.cmpi slt, %arg4, %c0 : index
    %17 = arith.cmpi slt, %arg5, %c0 : index
    %18 = arith.cmpi eq, %16, %17 : i1
    %19 = arith.andi %15, %18 : i1
    %20 = arith.addi %13, %c1 : index
    %21 = arith.select %19, %20, %13 : index
    %cst_1 = arith.constant 1.000000e+00 : f16
    return %8, %12, %21, %cst_1 : vector<4xi32>, vector<4xf32>, index, f16
  }
}

