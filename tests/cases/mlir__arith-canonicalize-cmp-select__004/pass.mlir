module {
  func.func @cmpi_i1(%arg0: i1, %arg1: i8, %arg2: vector<4xi1>) -> (i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>) {
    %false = arith.constant false
    %true = arith.constant true
    %0 = arith.cmpi eq, %arg0, %false : i1
    %1 = arith.cmpi ne, %arg0, %true : i1
    return %arg0, %arg0, %0, %1, %arg0, %arg0, %arg2, %arg2 : i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>
  }
}

