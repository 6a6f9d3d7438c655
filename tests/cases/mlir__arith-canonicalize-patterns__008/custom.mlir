module {
  func.func @and_or_of_ext(%arg0: i8, %arg1: i8, %arg2: vector<2xi8>, %arg3: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi32>) {
    %0 = arith.extui %arg0 : i8 to i32
    %1 = arith.extui %arg1 : i8 to i32
    %2 = arith.andi %0, %1 : i32
    %3 = arith.ori %0, %1 : i32
    %4 = arith.extsi %arg0 : i8 to i32
    %5 = arith.extsi %arg1 : i8 to i32
    %6 = arith.andi %4, %5 : i32
    %7 = arith.ori %4, %5 : i32
    %8 = arith.extsi %arg2 : vector<2xi8> to vector<2xi32>
    %9 = arith.extsi %arg3 : vector<2xi8> to vector<2xi32>
    %10 = arith.ori %8, %9 : vector<2xi32>
    return %2, %3, %6, %7, %10 : i32, i32, i32, i32, vector<2xi32>
  }
}

