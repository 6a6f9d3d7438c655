module {
  func.func @ceil_floor_edges() -> (i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>) {
    %cst = arith.constant dense<[5, 3]> : vector<2xi32>
    %cst_0 = arith.constant dense<[-2147483648, 3]> : vector<2xi32>
    %c0_i8 = arith.constant 0 : i8
    %c85_i8 = arith.constant 85 : i8
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
    %1 = arith.ceildivsi %c-2147483648_i32, %c2_i32 : i32
    %2 = arith.ceildivui %c-2147483648_i32, %c0_i32 : i32
    %3 = arith.floordivsi %c-2147483648_i32, %c0_i32 : i32
    return %0, %1, %2, %3, %c85_i8, %c0_i8, %cst_0, %cst : i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>
  }
}

