module {
  func.func private @decl(i32, f32) -> (i32, f32)
  func.func private @decl_attrs(i32 {test.noalias}, f32) -> (i32 {foo.bar = 1 : i64}) attributes {sym.x = "y"}
  func.func nested @nested_vis()
  func.func public @pub(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @no_results() {
    return
  }
  func.func @multi(%arg0: i32, %arg1: f32) -> (i32, f32) {
    %0:2 = call @decl(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    %1:2 = call @decl(%arg0, %arg1) {attr = 1 : i64} : (i32, f32) -> (i32, f32)
    %f = constant @decl : (i32, f32) -> (i32, f32)
    %2:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    %3:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    return %0#0, %2#1 : i32, f32
  }
  func.func @arg_attrs(%arg0: i32 {test.attr = 3 : i32}, %arg1: memref<?xf32> {test.noalias}) -> (i32 {test.res}) attributes {passthrough = ["noinline"]} {
    return %arg0 : i32
  }
  func.func @varargs_like(%arg0: i32) attributes {llvm.emit_c_interface} {
    return
  }
  func.func @fn_type_arg(%arg0: (i32) -> i32, %arg1: () -> ()) -> ((i32) -> i32) {
    return %arg0 : (i32) -> i32
  }
  func.func @with_loc(%arg0: i32) {
    return
  }
  func.func @cf(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32) -> i32 {
    cf.assert %arg0, "must be true"
    cf.assert %arg0, "with \22quotes\22 and \0A newline"
    cf.br ^bb1(%arg1 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb6
    cf.cond_br %arg0, ^bb2(%0, %arg3 : i32, f32), ^bb3
  ^bb2(%1: i32, %2: f32):  // pred: ^bb1
    cf.cond_br %arg0 weights([1, 2]), ^bb3, ^bb4(%1 : i32)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    cf.switch %arg1 : i32, [
      default: ^bb4(%arg1 : i32),
      42: ^bb5(%arg2, %arg1 : i32, i32),
      4294967293: ^bb4(%arg2 : i32),
      43: ^bb6
    ]
  ^bb4(%3: i32):  // 3 preds: ^bb2, ^bb3, ^bb3
    return %3 : i32
  ^bb5(%4: i32, %5: i32):  // pred: ^bb3
    cf.br ^bb6
  ^bb6:  // 2 preds: ^bb3, ^bb5
    cf.switch %arg1 : i32, [
      default: ^bb1(%arg1 : i32)]
  }
  func.func @cf_switch_i8(%arg0: i8) {
    cf.switch %arg0 : i8, [
      default: ^bb1,
      255: ^bb1,
      1: ^bb2
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    return
  ^bb2:  // pred: ^bb0
    cf.br ^bb1
  }
  func.func @ub_ops() -> (i32, f32, vector<4xi32>, index) {
    %0 = ub.poison : i32
    %1 = ub.poison : f32
    %2 = ub.poison : vector<4xi32>
    %3 = ub.poison : index
    %4 = ub.poison {foo} : i64
    return %0, %1, %2, %3 : i32, f32, vector<4xi32>, index
  }
  func.func @unreach() {
    ub.unreachable
  }
  func.func @empty_blocks(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return
  }
}

