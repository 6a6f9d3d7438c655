"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, vector<2xi16>) -> (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>), sym_name = "extended"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<2xi16>):
    %0:2 = "arith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
    %1:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %2:2 = "arith.mului_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4:2 = "arith.mulsi_extended"(%arg0, %3) : (i32, i32) -> (i32, i32)
    %5 = "arith.constant"() <{value = dense<1> : vector<2xi16>}> : () -> vector<2xi16>
    %6:2 = "arith.mulsi_extended"(%arg2, %5) : (vector<2xi16>, vector<2xi16>) -> (vector<2xi16>, vector<2xi16>)
    "func.return"(%0#0, %1#0, %2#0, %4#0, %4#1, %6#0, %6#1) : (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) -> ()
  }) : () -> ()
}) : () -> ()

