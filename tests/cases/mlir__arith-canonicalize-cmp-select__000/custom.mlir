module {
  func.func @cmpi_same(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<?xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>) {
    %0 = arith.cmpi eq, %arg0, %arg0 : i32
    %1 = arith.cmpi ne, %arg0, %arg0 : i32
    %2 = arith.cmpi sle, %arg0, %arg0 : i32
    %3 = arith.cmpi ugt, %arg0, %arg0 : i32
    %4 = arith.cmpi uge, %arg0, %arg0 : i32
    %5 = arith.cmpi slt, %arg1, %arg1 : vector<4xi32>
    %6 = arith.cmpi eq, %arg2, %arg2 : tensor<?xi32>
    return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>
  }
}

