"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>), sym_name = "ceil_floor_edges"}> ({
    %0 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "arith.floordivsi"(%0, %1) : (i32, i32) -> i32
    %5 = "arith.ceildivsi"(%0, %3) : (i32, i32) -> i32
    %6 = "arith.ceildivui"(%0, %2) : (i32, i32) -> i32
    %7 = "arith.floordivsi"(%0, %2) : (i32, i32) -> i32
    %8 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %9 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %10 = "arith.ceildivui"(%8, %9) : (i8, i8) -> i8
    %11 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %12 = "arith.ceildivsi"(%11, %9) : (i8, i8) -> i8
    %13 = "arith.constant"() <{value = dense<[-2147483648, 7]> : vector<2xi32>}> : () -> vector<2xi32>
    %14 = "arith.constant"() <{value = dense<[-1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %15 = "arith.floordivsi"(%13, %14) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %16 = "arith.constant"() <{value = dense<[5, 7]> : vector<2xi32>}> : () -> vector<2xi32>
    %17 = "arith.constant"() <{value = dense<[0, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %18 = "arith.floordivsi"(%16, %17) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%4, %5, %6, %7, %10, %12, %15, %18) : (i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

