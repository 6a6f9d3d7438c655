module {
  func.func @and_or_of_ext(%arg0: i8, %arg1: i8, %arg2: vector<2xi8>, %arg3: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi32>) {
    %0 = arith.andi %arg0, %arg1 : i8
    %1 = arith.extui %0 : i8 to i32
    %2 = arith.ori %arg0, %arg1 : i8
    %3 = arith.extui %2 : i8 to i32
    %4 = arith.andi %arg0, %arg1 : i8
    %5 = arith.extsi %4 : i8 to i32
    %6 = arith.ori %arg0, %arg1 : i8
    %7 = arith.extsi %6 : i8 to i32
    %8 = arith.ori %arg2, %arg3 : vector<2xi8>
    %9 = arith.extsi %8 : vector<2xi8> to vector<2xi32>
    return %1, %3, %5, %7, %9 : i32, i32, i32, i32, vector<2xi32>
  }
}

