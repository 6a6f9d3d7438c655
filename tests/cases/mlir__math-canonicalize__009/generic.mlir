"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "integers"}> ({
    %0 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 40 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %3 = "math.absi"(%0) : (i32) -> i32
    %4 = "math.ctlz"(%1) : (i32) -> i32
    %5 = "math.cttz"(%1) : (i32) -> i32
    %6 = "math.ctpop"(%0) : (i32) -> i32
    %7 = "math.ctlz"(%2) : (i16) -> i16
    %8 = "math.cttz"(%2) : (i16) -> i16
    %9 = "math.ctpop"(%2) : (i16) -> i16
    %10 = "arith.constant"() <{value = dense<[1, -1, -128]> : vector<3xi8>}> : () -> vector<3xi8>
    %11 = "math.ctpop"(%10) : (vector<3xi8>) -> vector<3xi8>
    %12 = "math.absi"(%10) : (vector<3xi8>) -> vector<3xi8>
    "test.use"(%3, %4, %5, %6, %7, %8, %9, %11, %12) : (i32, i32, i32, i32, i16, i16, i16, vector<3xi8>, vector<3xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

