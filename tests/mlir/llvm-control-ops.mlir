// RUN: mlir-opt %s -split-input-file
// llvm.switch, llvm.inline_asm, llvm.call_intrinsic, operand bundles on
// calls and invokes, llvm.dso_local_equivalent, global ctors/dtors and the
// intrinsics with their own syntax.

llvm.func @switches(%x: i32, %y: i8, %b: i1, %f: f32) {
  llvm.switch %x : i32, ^bb1 [
    0: ^bb2(%f : f32),
    -7: ^bb3,
    2147483647: ^bb2(%f : f32)
  ]
^bb1:
  llvm.switch %y : i8, ^bb3 [
    255: ^bb3,
    -128: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb2(%a: f32):
  llvm.switch %b : i1, ^bb2(%a : f32) [
  ]
^bb3:
  llvm.switch %b : i1, ^bb3 [ 1: ^bb1 ]
}

// -----

llvm.func @asm(%x: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = intel operand_attrs = [{elementtype = i32}, {}] "add $0, $1", "=r,r,*m" %x, %p : (i32, !llvm.ptr) -> i32
  %1 = llvm.inline_asm asm_dialect = att "mov $0, $1", "=r,r" %0 : (i32) -> i32
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %2 = llvm.inline_asm tail_call_kind = <notail> "", "=r" : () -> !llvm.struct<(i32, i32)>
  llvm.return %1 : i32
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @intrinsics(%x: i32, %p: !llvm.ptr, %v: f32, %t: i8) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.call_intrinsic "llvm.riscv.sha256sig0"(%x) : (i32 {llvm.signext}) -> (i32)
  llvm.call_intrinsic "llvm.localescape"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> ()
  %1 = llvm.call_intrinsic "llvm.round"(%v) {fastmathFlags = #llvm.fastmath<reassoc, nnan>} : (f32) -> (f32 {llvm.noundef})
  %2 = llvm.call_intrinsic "llvm.round"(%v) ["tag"(%x, %p : i32, !llvm.ptr), "empty"()] {fastmathFlags = #llvm.fastmath<none>} : (f32) -> f32
  %3 = llvm.call @callee(%x) ["deopt"(%t : i8)] : (i32) -> i32
  %4 = llvm.call @callee(%x) [] : (i32) -> i32
  %5 = llvm.invoke @callee(%x) to ^bb1 unwind ^bb2 ["funclet"()] : (i32) -> i32
^bb1:
  llvm.return %5 : i32
^bb2:
  %lp = llvm.landingpad cleanup (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @f()
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.alias external @fa : !llvm.func<void ()> {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [65535 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@ctor, @ctor], priorities = [0 : i32, 1 : i32], data = [#llvm.zero, @ctor]
llvm.func @equivalents() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @f : !llvm.ptr
  %1 = llvm.dso_local_equivalent @fa : !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>
llvm.func @special_intrinsics(%d: f64, %i: i32) -> f32 {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.intr.ubsantrap <{failureKind = 3 : i8}>
  %0 = llvm.intr.experimental.constrained.fptrunc %d towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fpext %0 maytrap : f32 to f64
  %2 = llvm.intr.experimental.constrained.sitofp %i dynamic strict : i32 to f32
  %3 = llvm.intr.experimental.constrained.uitofp %i tonearestaway ignore : i32 to f32
  llvm.return %3 : f32
}
