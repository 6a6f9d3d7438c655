func.func private @decl(i32, f32) -> (i32, f32)
func.func private @decl_attrs(i32 {test.noalias}, f32) -> (i32 {foo.bar = 1 : i64}) attributes {sym.x = "y"}
func.func nested @nested_vis()
func.func public @pub(%a: i32) -> i32 {
  return %a : i32
}
func.func @no_results() {
  return
}
func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = call @decl(%a, %b) : (i32, f32) -> (i32, f32)
  %r2:2 = func.call @decl(%a, %b) {attr = 1} : (i32, f32) -> (i32, f32)
  %f = constant @decl : (i32, f32) -> (i32, f32)
  %r3:2 = call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  %r4:2 = func.call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  return %r#0, %r3#1 : i32, f32
}
func.func @arg_attrs(%a: i32 {test.attr = 3 : i32}, %b: memref<?xf32> {test.noalias}) -> (i32 {test.res}) attributes {passthrough = ["noinline"]} {
  return %a : i32
}
func.func @varargs_like(%a: i32) -> () attributes {llvm.emit_c_interface} {
  return
}
func.func @fn_type_arg(%f: (i32) -> i32, %g: () -> ()) -> ((i32) -> i32) {
  return %f : (i32) -> i32
}
func.func @with_loc(%a: i32 loc("x")) {
  return
}
func.func @cf(%c: i1, %a: i32, %b: i32, %f: f32) -> i32 {
  cf.assert %c, "must be true"
  cf.assert %c, "with \"quotes\" and \n newline"
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %f : i32, f32), ^bb3
^bb2(%y: i32, %z: f32):
  cf.cond_br %c, ^bb3, ^bb4(%y : i32) {branch_weights = array<i32: 1, 2>}
^bb3:
  cf.switch %a : i32, [
    default: ^bb4(%a : i32),
    42: ^bb5(%b, %a : i32, i32),
    -3: ^bb4(%b : i32),
    43: ^bb6
  ]
^bb4(%w: i32):
  return %w : i32
^bb5(%p: i32, %q: i32):
  cf.br ^bb6
^bb6:
  cf.switch %a : i32, [
    default: ^bb1(%a : i32)
  ]
}
func.func @cf_switch_i8(%a: i8) {
  cf.switch %a : i8, [
    default: ^bb1,
    255: ^bb1,
    1: ^bb2
  ]
^bb1:
  return
^bb2:
  cf.br ^bb1
}
func.func @ub_ops() -> (i32, f32, vector<4xi32>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : vector<4xi32>
  %3 = ub.poison <#ub.poison> : index
  %4 = ub.poison {foo} : i64
  return %0, %1, %2, %3 : i32, f32, vector<4xi32>, index
}
func.func @unreach() {
  ub.unreachable
}
func.func @empty_blocks(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  return
}
