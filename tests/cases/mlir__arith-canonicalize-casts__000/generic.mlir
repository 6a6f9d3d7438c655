"builtin.module"() ({
  "func.func"() <{function_type = () -> (i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128), sym_name = "int_ext_trunc"}> ({
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.extui"(%0) : (i32) -> i64
    %2 = "arith.extsi"(%0) : (i32) -> i64
    %3 = "arith.constant"() <{value = 300 : i32}> : () -> i32
    %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %5 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i1
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.extsi"(%6) : (i1) -> i65
    %8 = "arith.constant"() <{value = dense<[-1, 2]> : vector<2xi8>}> : () -> vector<2xi8>
    %9 = "arith.extsi"(%8) : (vector<2xi8>) -> vector<2xi16>
    %10 = "arith.constant"() <{value = dense<-1> : tensor<2xi8>}> : () -> tensor<2xi8>
    %11 = "arith.extui"(%10) : (tensor<2xi8>) -> tensor<2xi16>
    %12 = "arith.constant"() <{value = -5 : i64}> : () -> i64
    %13 = "arith.extsi"(%12) : (i64) -> i128
    "func.return"(%1, %2, %4, %5, %7, %9, %11, %13) : (i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128) -> ()
  }) : () -> ()
}) : () -> ()

