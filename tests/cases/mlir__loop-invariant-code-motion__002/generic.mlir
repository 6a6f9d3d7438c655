"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index, index, vector<2xi32>) -> (), sym_name = "div"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index, %arg3: index, %arg4: vector<2xi32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = dense<3> : vector<2xi32>}> : () -> vector<2xi32>
    %5 = "arith.constant"() <{value = dense<[3, -3]> : vector<2xi32>}> : () -> vector<2xi32>
    %6 = "arith.constant"() <{value = dense<[3, 4]> : vector<2xi32>}> : () -> vector<2xi32>
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg5: index):
      %7 = "arith.divui"(%arg0, %0) : (i32, i32) -> i32
      %8 = "arith.divui"(%arg0, %1) : (i32, i32) -> i32
      %9 = "arith.divsi"(%arg0, %2) : (i32, i32) -> i32
      %10 = "arith.divsi"(%arg0, %3) : (i32, i32) -> i32
      %11 = "arith.ceildivsi"(%arg0, %1) : (i32, i32) -> i32
      %12 = "arith.ceildivui"(%arg0, %2) : (i32, i32) -> i32
      %13 = "arith.divsi"(%arg4, %4) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %14 = "arith.divsi"(%arg4, %5) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %15 = "arith.divsi"(%arg4, %6) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %16 = "arith.divui"(%arg0, %arg0) : (i32, i32) -> i32
      "test.use"(%7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

