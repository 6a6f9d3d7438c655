
llvm.func @f() {
  // expected-error@+1 {{custom op 'nvvm.read.ptx.sreg.tid.x' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = nvvm.read.ptx.sreg.tid.x range <f32, 0, 1> : i32
  llvm.return
}
