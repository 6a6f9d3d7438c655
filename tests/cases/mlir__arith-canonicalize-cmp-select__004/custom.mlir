module {
  func.func @cmpi_i1(%arg0: i1, %arg1: i8, %arg2: vector<4xi1>) -> (i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>) {
    %false = arith.constant false
    %true = arith.constant true
    %0 = arith.cmpi ne, %arg0, %false : i1
    %1 = arith.cmpi eq, %arg0, %true : i1
    %2 = arith.cmpi eq, %arg0, %false : i1
    %3 = arith.cmpi ne, %arg0, %true : i1
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.extsi %arg0 : i1 to i32
    %5 = arith.cmpi ne, %4, %c0_i32 : i32
    %6 = arith.extui %arg0 : i1 to i32
    %7 = arith.cmpi ne, %6, %c0_i32 : i32
    %cst = arith.constant dense<false> : vector<4xi1>
    %8 = arith.cmpi ne, %arg2, %cst : vector<4xi1>
    %9 = arith.extui %arg2 : vector<4xi1> to vector<4xi32>
    %cst_0 = arith.constant dense<0> : vector<4xi32>
    %10 = arith.cmpi ne, %9, %cst_0 : vector<4xi32>
    return %0, %1, %2, %3, %5, %7, %8, %10 : i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>
  }
}

