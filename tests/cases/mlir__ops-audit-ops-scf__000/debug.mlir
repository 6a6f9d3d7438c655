#loc2 = loc("input.mlir":1:20)
#loc3 = loc("input.mlir":1:32)
#loc4 = loc("input.mlir":1:44)
#loc5 = loc("input.mlir":1:56)
#loc6 = loc("input.mlir":1:64)
#loc7 = loc("input.mlir":1:73)
#loc8 = loc("input.mlir":1:92)
#loc9 = loc("input.mlir":1:103)
#loc11 = loc("input.mlir":2:11)
#loc14 = loc("input.mlir":5:18)
#loc15 = loc("input.mlir":5:53)
#loc16 = loc("input.mlir":5:62)
#loc20 = loc("input.mlir":9:17)
#loc21 = loc("input.mlir":9:55)
#loc24 = loc("input.mlir":12:20)
#loc26 = loc("input.mlir":14:17)
#loc27 = loc("input.mlir":14:52)
#loc41 = loc("input.mlir":35:21)
#loc42 = loc("input.mlir":35:33)
#loc45 = loc("input.mlir":39:8)
#loc46 = loc("input.mlir":39:20)
#loc49 = loc("input.mlir":42:20)
#loc51 = loc("input.mlir":45:8)
#loc57 = loc("input.mlir":53:17)
#loc58 = loc("input.mlir":53:21)
#loc61 = loc("input.mlir":56:22)
#loc64 = loc("input.mlir":59:10)
#loc65 = loc("input.mlir":59:19)
#loc69 = loc("input.mlir":64:25)
#loc71 = loc("input.mlir":66:10)
#loc72 = loc("input.mlir":66:19)
#loc74 = loc("input.mlir":69:10)
#loc75 = loc("input.mlir":69:21)
#loc90 = loc("input.mlir":97:21)
#loc91 = loc("input.mlir":97:25)
#loc92 = loc("input.mlir":97:53)
#loc97 = loc("input.mlir":103:15)
#loc100 = loc("input.mlir":106:15)
#loc102 = loc("input.mlir":108:15)
#loc103 = loc("input.mlir":108:19)
#loc104 = loc("input.mlir":108:73)
#loc105 = loc("input.mlir":108:82)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1, f32, tensor<4xf32>, i32, memref<4xf32>) -> (), sym_name = "scf_ops"}> ({
  ^bb0(%arg0: index loc("input.mlir":1:20), %arg1: index loc("input.mlir":1:32), %arg2: index loc("input.mlir":1:44), %arg3: i1 loc("input.mlir":1:56), %arg4: f32 loc("input.mlir":1:64), %arg5: tensor<4xf32> loc("input.mlir":1:73), %arg6: i32 loc("input.mlir":1:92), %arg7: memref<4xf32> loc("input.mlir":1:103)):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg41: index loc("input.mlir":2:11)):
      "test.use"(%arg41) : (index) -> () loc(#loc12)
      "scf.yield"() : () -> () loc(#loc10)
    }) : (index, index, index) -> () loc(#loc10)
    %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg4, %arg0) ({
    ^bb0(%arg38: index loc("input.mlir":5:18), %arg39: f32 loc("input.mlir":5:53), %arg40: index loc("input.mlir":5:62)):
      %18 = "arith.addf"(%arg39, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
      "scf.yield"(%18, %arg40) : (f32, index) -> () loc(#loc18)
    }) : (index, index, index, f32, index) -> (f32, index) loc(#loc13)
    %1 = "scf.for"(%arg6, %arg6, %arg6, %arg4) ({
    ^bb0(%arg36: i32 loc("input.mlir":9:17), %arg37: f32 loc("input.mlir":9:55)):
      "scf.yield"(%arg37) : (f32) -> () loc(#loc22)
    }) : (i32, i32, i32, f32) -> f32 loc(#loc19)
    "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg35: index loc("input.mlir":12:20)):
      "scf.yield"() : () -> () loc(#loc23)
    }) : (index, index, index) -> () loc(#loc23)
    %2 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
    ^bb0(%arg33: index loc("input.mlir":14:17), %arg34: f32 loc("input.mlir":14:52)):
      "scf.yield"(%arg34) : (f32) -> () loc(#loc28)
    }) : (index, index, index, f32) -> f32 loc(#loc25)
    "scf.if"(%arg3) ({
      "test.op"() : () -> () loc(#loc30)
      "scf.yield"() : () -> () loc(#loc29)
    }, {
    }) : (i1) -> () loc(#loc29)
    "scf.if"(%arg3) ({
      "test.op"() : () -> () loc(#loc32)
      "scf.yield"() : () -> () loc(#loc31)
    }, {
      "test.op2"() : () -> () loc(#loc33)
      "scf.yield"() : () -> () loc(#loc31)
    }) : (i1) -> () loc(#loc31)
    %3 = "scf.if"(%arg3) ({
      "scf.yield"(%arg4) : (f32) -> () loc(#loc35)
    }, {
      "scf.yield"(%arg4) : (f32) -> () loc(#loc36)
    }) : (i1) -> f32 loc(#loc34)
    %4:2 = "scf.if"(%arg3) ({
      "scf.yield"(%arg4, %arg0) : (f32, index) -> () loc(#loc38)
    }, {
      "scf.yield"(%arg4, %arg1) : (f32, index) -> () loc(#loc39)
    }) : (i1) -> (f32, index) loc(#loc37)
    %5:2 = "scf.while"(%arg0, %arg4) ({
    ^bb0(%arg31: index loc("input.mlir":35:21), %arg32: f32 loc("input.mlir":35:33)):
      %17 = "arith.cmpi"(%arg31, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1 loc(#loc43)
      "scf.condition"(%17, %arg31, %arg32) : (i1, index, f32) -> () loc(#loc44)
    }, {
    ^bb0(%arg29: index loc("input.mlir":39:8), %arg30: f32 loc("input.mlir":39:20)):
      "scf.yield"(%arg29, %arg30) : (index, f32) -> () loc(#loc47)
    }) : (index, f32) -> (index, f32) loc(#loc40)
    %6 = "scf.while"(%arg0) ({
    ^bb0(%arg28: index loc("input.mlir":42:20)):
      "scf.condition"(%arg3, %arg4) : (i1, f32) -> () loc(#loc50)
    }, {
    ^bb0(%arg27: f32 loc("input.mlir":45:8)):
      "scf.yield"(%arg0) : (index) -> () loc(#loc52)
    }) : (index) -> f32 loc(#loc48)
    "scf.while"() ({
      "scf.condition"(%arg3) : (i1) -> () loc(#loc54)
    }, {
      "scf.yield"() : () -> () loc(#loc55)
    }) : () -> () loc(#loc53)
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg25: index loc("input.mlir":53:17), %arg26: index loc("input.mlir":53:21)):
      "test.use"(%arg25, %arg26) : (index, index) -> () loc(#loc59)
      "scf.reduce"() : () -> () loc(#loc56)
    }) : (index, index, index, index, index, index) -> () loc(#loc56)
    %7 = "scf.parallel"(%arg0, %arg1, %arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg22: index loc("input.mlir":56:22)):
      %15 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc62)
      "scf.reduce"(%15) ({
      ^bb0(%arg23: f32 loc("input.mlir":59:10), %arg24: f32 loc("input.mlir":59:19)):
        %16 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc66)
        "scf.reduce.return"(%16) : (f32) -> () loc(#loc67)
      }) : (f32) -> () loc(#loc63)
    }) : (index, index, index, f32) -> f32 loc(#loc60)
    %8:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg4, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg17: index loc("input.mlir":64:25)):
      "scf.reduce"(%arg4, %arg17) ({
      ^bb0(%arg20: f32 loc("input.mlir":66:10), %arg21: f32 loc("input.mlir":66:19)):
        "scf.reduce.return"(%arg20) : (f32) -> () loc(#loc73)
      }, {
      ^bb0(%arg18: index loc("input.mlir":69:10), %arg19: index loc("input.mlir":69:21)):
        "scf.reduce.return"(%arg18) : (index) -> () loc(#loc76)
      }) : (f32, index) -> () loc(#loc70)
    }) : (index, index, index, f32, index) -> (f32, index) loc(#loc68)
    %9 = "scf.execute_region"() ({
      "scf.yield"(%arg6) : (i32) -> () loc(#loc78)
    }) : () -> i32 loc(#loc77)
    %10 = "scf.execute_region"() <{no_inline}> ({
      "scf.yield"(%arg6) : (i32) -> () loc(#loc80)
    }) : () -> i32 loc(#loc79)
    "scf.execute_region"() ({
      "cf.br"()[^bb1] : () -> () loc(#loc82)
    ^bb1:  // pred: ^bb0
      "scf.yield"() : () -> () loc(#loc83)
    }) : () -> () loc(#loc81)
    %11 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      "scf.yield"(%arg4) : (f32) -> () loc(#loc85)
    }, {
      "scf.yield"(%arg4) : (f32) -> () loc(#loc86)
    }, {
      "scf.yield"(%arg4) : (f32) -> () loc(#loc87)
    }) : (index) -> f32 loc(#loc84)
    "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
      "scf.yield"() : () -> () loc(#loc88)
    }) : (index) -> () loc(#loc88)
    %12 = "scf.forall"(%arg1, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%arg14: index loc("input.mlir":97:21), %arg15: index loc("input.mlir":97:25), %arg16: tensor<4xf32> loc("input.mlir":97:53)):
      %14 = "tensor.extract_slice"(%arg16, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<1xf32> loc(#loc93)
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%14, %arg16, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<4xf32>, index) -> () loc(#loc95)
      }) : () -> () loc(#loc94)
    }) : (index, tensor<4xf32>) -> tensor<4xf32> loc(#loc89)
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg13: index loc("input.mlir":103:15)):
      "test.use"(%arg13) : (index) -> () loc(#loc98)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc96)
    }) : (index) -> () loc(#loc96)
    "scf.forall"() <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg12: index loc("input.mlir":106:15)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc99)
    }) : () -> () loc(#loc99)
    %13:2 = "scf.forall"(%arg0, %arg1, %arg2, %arg5, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: -9223372036854775808, 3>, staticUpperBound = array<i64: -9223372036854775808, 10>}> ({
    ^bb0(%arg8: index loc("input.mlir":108:15), %arg9: index loc("input.mlir":108:19), %arg10: tensor<4xf32> loc("input.mlir":108:73), %arg11: tensor<4xf32> loc("input.mlir":108:82)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc101)
    }) : (index, index, index, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) loc(#loc101)
    "func.return"() : () -> () loc(#loc106)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":1:1)
#loc10 = loc("input.mlir":2:3)
#loc12 = loc("input.mlir":3:5)
#loc13 = loc("input.mlir":5:10)
#loc17 = loc("input.mlir":6:10)
#loc18 = loc("input.mlir":7:5)
#loc19 = loc("input.mlir":9:9)
#loc22 = loc("input.mlir":10:5)
#loc23 = loc("input.mlir":12:3)
#loc25 = loc("input.mlir":14:9)
#loc28 = loc("input.mlir":15:5)
#loc29 = loc("input.mlir":17:3)
#loc30 = loc("input.mlir":18:5)
#loc31 = loc("input.mlir":20:3)
#loc32 = loc("input.mlir":21:5)
#loc33 = loc("input.mlir":23:5)
#loc34 = loc("input.mlir":25:8)
#loc35 = loc("input.mlir":26:5)
#loc36 = loc("input.mlir":28:5)
#loc37 = loc("input.mlir":30:10)
#loc38 = loc("input.mlir":31:5)
#loc39 = loc("input.mlir":33:5)
#loc40 = loc("input.mlir":35:10)
#loc43 = loc("input.mlir":36:13)
#loc44 = loc("input.mlir":37:5)
#loc47 = loc("input.mlir":40:5)
#loc48 = loc("input.mlir":42:9)
#loc50 = loc("input.mlir":43:5)
#loc52 = loc("input.mlir":46:5)
#loc53 = loc("input.mlir":48:3)
#loc54 = loc("input.mlir":49:5)
#loc55 = loc("input.mlir":51:5)
#loc56 = loc("input.mlir":53:3)
#loc59 = loc("input.mlir":54:5)
#loc60 = loc("input.mlir":56:8)
#loc62 = loc("input.mlir":57:10)
#loc63 = loc("input.mlir":58:5)
#loc66 = loc("input.mlir":60:12)
#loc67 = loc("input.mlir":61:7)
#loc68 = loc("input.mlir":64:11)
#loc70 = loc("input.mlir":65:5)
#loc73 = loc("input.mlir":67:7)
#loc76 = loc("input.mlir":70:7)
#loc77 = loc("input.mlir":73:8)
#loc78 = loc("input.mlir":74:5)
#loc79 = loc("input.mlir":76:9)
#loc80 = loc("input.mlir":77:5)
#loc81 = loc("input.mlir":79:3)
#loc82 = loc("input.mlir":80:5)
#loc83 = loc("input.mlir":82:5)
#loc84 = loc("input.mlir":84:9)
#loc85 = loc("input.mlir":92:5)
#loc86 = loc("input.mlir":86:5)
#loc87 = loc("input.mlir":89:5)
#loc88 = loc("input.mlir":94:3)
#loc89 = loc("input.mlir":97:9)
#loc93 = loc("input.mlir":98:11)
#loc94 = loc("input.mlir":99:5)
#loc95 = loc("input.mlir":100:7)
#loc96 = loc("input.mlir":103:3)
#loc98 = loc("input.mlir":104:5)
#loc99 = loc("input.mlir":106:3)
#loc101 = loc("input.mlir":108:3)
#loc106 = loc("input.mlir":110:3)

