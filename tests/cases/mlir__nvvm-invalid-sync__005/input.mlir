
llvm.func @f(%n : i32) {
  // expected-error @below {{barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %n
  llvm.return
}
