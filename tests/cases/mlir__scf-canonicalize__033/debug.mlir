#loc2 = loc("input.mlir":2:31)
#loc3 = loc("input.mlir":2:40)
#loc5 = loc("input.mlir":3:19)
#loc12 = loc("input.mlir":13:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_move_if_down"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:31), %arg1: i32 loc("input.mlir":2:40)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32 loc("input.mlir":3:19)):
      %2 = "test.cond"(%arg3) : (i32) -> i1 loc(#loc6)
      %3 = "scf.if"(%2) ({
        %4 = "test.then"(%arg3, %arg1) : (i32, i32) -> i32 loc(#loc8)
        "scf.yield"(%4) : (i32) -> () loc(#loc9)
      }, {
        "scf.yield"(%arg3) : (i32) -> () loc(#loc10)
      }) : (i1) -> i32 loc(#loc7)
      "scf.condition"(%2, %3) : (i1, i32) -> () loc(#loc11)
    }, {
    ^bb0(%arg2: i32 loc("input.mlir":13:8)):
      %1 = "test.next"(%arg2) : (i32) -> i32 loc(#loc13)
      "scf.yield"(%1) : (i32) -> () loc(#loc14)
    }) : (i32) -> i32 loc(#loc4)
    "func.return"(%0) : (i32) -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":6:12)
#loc9 = loc("input.mlir":7:7)
#loc10 = loc("input.mlir":9:7)
#loc11 = loc("input.mlir":11:5)
#loc13 = loc("input.mlir":14:10)
#loc14 = loc("input.mlir":15:5)
#loc15 = loc("input.mlir":17:3)

