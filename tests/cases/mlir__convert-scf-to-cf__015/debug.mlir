#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:26)
#loc4 = loc("input.mlir":2:38)
#loc5 = loc("input.mlir":2:49)
#loc7 = loc("input.mlir":3:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14), %arg1: index loc("input.mlir":2:26), %arg2: index loc("input.mlir":2:38), %arg3: i1 loc("input.mlir":2:49)):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index loc("input.mlir":3:11)):
      "foo.y"(%arg4) : (index) -> () loc(#loc8)
      "scf.yield"() : () -> () loc(#loc6)
    }) {foo.attr = 1 : i32, llvm.loop_annotation = 3 : i64} : (index, index, index) -> () loc(#loc6)
    "scf.if"(%arg3) ({
      "foo.x"() : () -> () loc(#loc10)
      "scf.yield"() : () -> () loc(#loc9)
    }, {
    }) {foo.z} : (i1) -> () loc(#loc9)
    "scf.while"() ({
      %0 = "foo.c"() : () -> i1 loc(#loc12)
      "scf.condition"(%0) : (i1) -> () loc(#loc13)
    }, {
      "foo.w"() : () -> () loc(#loc14)
      "scf.yield"() : () -> () loc(#loc15)
    }) {foo.w} : () -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:3)
#loc8 = loc("input.mlir":4:5)
#loc9 = loc("input.mlir":6:3)
#loc10 = loc("input.mlir":7:5)
#loc11 = loc("input.mlir":9:3)
#loc12 = loc("input.mlir":10:10)
#loc13 = loc("input.mlir":11:5)
#loc14 = loc("input.mlir":13:5)
#loc15 = loc("input.mlir":14:5)
#loc16 = loc("input.mlir":16:3)

