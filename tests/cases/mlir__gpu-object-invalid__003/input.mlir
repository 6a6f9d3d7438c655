
// expected-error@+2 {{expected '='}}
// expected-error@+1 {{expected an equal sign}}
gpu.binary @d [#gpu.object<#nvvm.target, bin "x">]
