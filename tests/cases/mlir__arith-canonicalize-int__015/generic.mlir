"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, i8, i8, vector<2xi8>, i1, i1), sym_name = "bitwise_constants"}> ({
    %0 = "arith.constant"() <{value = 12 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %2 = "arith.andi"(%0, %1) : (i8, i8) -> i8
    %3 = "arith.ori"(%0, %1) : (i8, i8) -> i8
    %4 = "arith.xori"(%0, %1) : (i8, i8) -> i8
    %5 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi8>}> : () -> vector<2xi8>
    %6 = "arith.constant"() <{value = dense<3> : vector<2xi8>}> : () -> vector<2xi8>
    %7 = "arith.xori"(%5, %6) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %8 = "arith.constant"() <{value = true}> : () -> i1
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.andi"(%8, %9) : (i1, i1) -> i1
    %11 = "arith.xori"(%8, %8) : (i1, i1) -> i1
    "func.return"(%2, %3, %4, %7, %10, %11) : (i8, i8, i8, vector<2xi8>, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

